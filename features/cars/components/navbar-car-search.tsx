'use client';
// The navbar's car search with name suggestions (spec §9, issue 4). The suggestion code (combobox, query) is not
// part of the page's first load: it loads when the pointer or focus reaches the search button.
import { lazy } from 'react';
import { NavbarSearch } from '@/components/layout/navbar/navbar-search';

const loadBox = () => import('./navbar-suggestion-box');
const NavbarSuggestionBox = lazy(() => loadBox().then((module) => ({ default: module.NavbarSuggestionBox })));

export function NavbarCarSearch() {
  return <NavbarSearch onIntent={() => void loadBox()} renderBox={(props) => <NavbarSuggestionBox {...props} />} />;
}
