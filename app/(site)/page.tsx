export default function HomePage() {
  return <main className="p-8 text-primary">Home</main>;
}
