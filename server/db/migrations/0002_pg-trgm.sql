-- Trigram matching for car-name suggestions and free-text search (GIN indexes on cars.search_name).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
