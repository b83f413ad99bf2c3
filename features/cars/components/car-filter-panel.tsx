// The listing's filters (spec §9 option sets); every change goes straight to the URL through `onChange`.
import type { CarFacets, FacetValue } from '@/lib/contract/cars';
import { MILEAGE_OPTIONS, YEAR_OPTIONS } from '@/lib/price';
import type { QueryParams } from '@/lib/query-string';
import type { ListingParams, MileageFilter } from '../utils/listing-kinds';
import { FilterSelect } from './filter-select';
import { PriceInput, PriceOptionsList } from './price-input';

interface CarFilterPanelProps {
  params: ListingParams;
  /** The list's mileage filter; null (boats) leaves it out. */
  mileage: MileageFilter | null;
  facets: CarFacets | undefined;
  onChange: (changes: QueryParams) => void;
  onClear: () => void;
}

const YEARS = YEAR_OPTIONS.map((year) => ({ value: String(year), label: String(year) }));
const MILEAGES = MILEAGE_OPTIONS.filter((option) => option.value !== '');
const mileagesIn = (unit: 'km' | 'mi') => MILEAGES.map((option) => ({ ...option, label: `${option.label} ${unit}` }));

const valueOptions = (values: FacetValue[] | undefined) =>
  (values ?? []).map((item) => ({ value: item.value, label: `${item.value} (${item.count.toLocaleString('en-US')})` }));

export function CarFilterPanel({ params, mileage, facets, onChange, onClear }: CarFilterPanelProps) {
  const make = facets?.makes.find((item) => item.make_name === params.make_name);
  const model = make?.models.find((item) => item.model_name === params.model_name);
  const filtered = Object.keys(params).some((key) => key !== 'page' && key !== 'ordering');

  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between">
        <h2 className="text-base font-semibold text-gray-900">Filters</h2>
        {filtered && (
          <button type="button" onClick={onClear} className="text-sm font-medium text-primary-700 hover:underline">
            Clear all
          </button>
        )}
      </div>
      <FilterSelect
        label="Make"
        anyLabel="All makes"
        value={params.make_name ?? ''}
        options={(facets?.makes ?? []).map((item) => ({ value: item.make_name, label: item.make_name }))}
        onChange={(value) => onChange({ make_name: value, model_name: '', trim_name: '' })}
      />
      <FilterSelect
        label="Model"
        anyLabel="All models"
        value={params.model_name ?? ''}
        disabled={!params.make_name}
        options={(make?.models ?? []).map((item) => ({ value: item.model_name, label: item.model_name }))}
        onChange={(value) => onChange({ model_name: value, trim_name: '' })}
      />
      <FilterSelect
        label="Trim"
        anyLabel="All trims"
        value={params.trim_name ?? ''}
        disabled={!params.model_name}
        options={(model?.trims ?? [])
          .filter((item) => item.trim_name)
          .map((item) => ({ value: item.trim_name, label: item.trim_name }))}
        onChange={(value) => onChange({ trim_name: value })}
      />
      <fieldset className="grid grid-cols-2 gap-2">
        <legend className="sr-only">Year</legend>
        <FilterSelect
          label="Year from"
          value={params.year__gte ?? ''}
          options={YEARS}
          onChange={(value) => onChange({ year__gte: value })}
        />
        <FilterSelect
          label="Year to"
          value={params.year__lte ?? ''}
          options={YEARS}
          onChange={(value) => onChange({ year__lte: value })}
        />
      </fieldset>
      <fieldset className="grid grid-cols-2 gap-2">
        <legend className="sr-only">Price</legend>
        <PriceInput
          label="Min price"
          value={params.price__gte ?? ''}
          onCommit={(value) => onChange({ price__gte: value })}
        />
        <PriceInput
          label="Max price"
          value={params.price__lte ?? ''}
          onCommit={(value) => onChange({ price__lte: value })}
        />
        <PriceOptionsList />
      </fieldset>
      {mileage && (
        <FilterSelect
          // A list of km and mile listings compares them all in km: the label says so.
          label={mileage.param === 'mileage_km' ? 'Max mileage (km)' : 'Max mileage'}
          value={params[`${mileage.param}__lte`] ?? ''}
          options={mileagesIn(mileage.unit)}
          onChange={(value) => onChange({ [`${mileage.param}__lte`]: value })}
        />
      )}
      <FilterSelect
        label="Body style"
        value={params.body_style ?? ''}
        options={valueOptions(facets?.body_styles)}
        onChange={(value) => onChange({ body_style: value })}
      />
      <FilterSelect
        label="Fuel"
        value={params.fuel_type ?? ''}
        options={valueOptions(facets?.fuel_types)}
        onChange={(value) => onChange({ fuel_type: value })}
      />
      <FilterSelect
        label="Transmission"
        value={params.transmission ?? ''}
        options={valueOptions(facets?.transmissions)}
        onChange={(value) => onChange({ transmission: value })}
      />
      <FilterSelect
        label="Drivetrain"
        value={params.drivetrain ?? ''}
        options={valueOptions(facets?.drivetrains)}
        onChange={(value) => onChange({ drivetrain: value })}
      />
      <FilterSelect
        label="Exterior colour"
        value={params.exterior_color ?? ''}
        options={valueOptions(facets?.exterior_colors)}
        onChange={(value) => onChange({ exterior_color: value })}
      />
    </div>
  );
}
