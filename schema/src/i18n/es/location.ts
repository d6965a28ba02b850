import type { CEMETERY_LOCATION_TEXTS, LOCATION_MESSAGES } from '../../rules/location.js';
import type { Translation } from '../index.js';

export const location: Translation<typeof LOCATION_MESSAGES> = {
  propertyNameRequired: 'El nombre de la propiedad es obligatorio',
  propertyNameTooLong: 'El nombre de la propiedad debe tener como máximo 200 caracteres',
  geoJsonNotJson: 'El contorno del cementerio (geoJson) debe ser texto GeoJSON: no se pudo leer como JSON',
  geoJsonWrongType: 'El contorno del cementerio (geoJson) debe ser un Polygon o un MultiPolygon',
  geoJsonInvalid:
    'El contorno del cementerio (geoJson) no es un Polygon ni un MultiPolygon válido: cada anillo necesita cuatro o más posiciones [longitud, latitud] y debe terminar donde empieza',
  geoJsonOutOfRange:
    'Las posiciones del contorno del cementerio (geoJson) deben tener una longitud entre -180 y 180 y una latitud entre -90 y 90',
  geoJsonTooLarge: 'El contorno del cementerio (geoJson) es demasiado grande: como máximo 100 000 caracteres',
  locationMissing: 'La propiedad del cementerio elegida no existe',
  saved: 'Ubicación en el cementerio guardada',
  removed: 'Ubicación en el cementerio eliminada',
  chooseProperty: 'Elija una propiedad del cementerio',
};

export const cemeteryLocation: Translation<typeof CEMETERY_LOCATION_TEXTS> = {
  title: 'Ubicación en el cementerio',
  lead: 'Dónde está la sepultura. Una propiedad con contorno muestra la vista 360 del cementerio a nivel del suelo en la página pública.',
  current: 'Ubicación actual',
  currentOf: 'Ubicación actual de {name}',
  viewOn: 'Vista 360 activada ({type})',
  viewOff: 'Vista 360 desactivada: sin contorno',
  remove: 'Quitar la ubicación',
  none: 'No hay ninguna ubicación en el cementerio: la página pública no muestra el lugar de sepultura ni la vista 360.',
  setLocation: 'Indicar la ubicación',
  how: 'Cómo indicar la ubicación',
  chooseProperty: 'Elegir una propiedad',
  newProperty: 'Nueva propiedad y contorno',
  form: 'Ubicación en el cementerio',
  save: 'Guardar ubicación',
  property: 'Propiedad del cementerio',
  propertyNoOutline: '{name} (sin contorno)',
  propertyName: 'Nombre de la propiedad',
  outline: 'Contorno del cementerio (GeoJSON)',
  outlineHelp:
    'Un Polygon o un MultiPolygon, por ejemplo \'{\'"type": "Polygon", "coordinates": [[[-122.45, 37.67], …]]\'}\'. Déjelo vacío si no desea la vista 360.',
};
