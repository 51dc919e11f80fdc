import { SECTION_IDS } from '@cadence/commerce/modules/catalogue/configurator.types';
import { registerEnumType } from 'type-graphql';

/**
 * The configurator's sections by name, shared by the catalogue subgraph (builds) and the customer
 * subgraph (saved designs): one enum, composed identically in both.
 * Their numeric ids are the spec's, on `ConfiguratorSection.id`.
 */
export enum ConfiguratorSectionKey {
  frame = 'frame',
  size = 'size',
  fork = 'fork',
  customColor = 'customColor',
  handlebar = 'handlebar',
  wheelset = 'wheelset',
  stem = 'stem',
  crank = 'crank',
  pedals = 'pedals',
  saddle = 'saddle',
  paintProtection = 'paintProtection',
  bags = 'bags',
  powerMeters = 'powerMeters',
  paintFinish = 'paintFinish',
  frameColor = 'frameColor',
  gradientColor = 'gradientColor',
  gradientAngle = 'gradientAngle',
  downTubeLogoColor = 'downTubeLogoColor',
  topTubeForkLogoColor = 'topTubeForkLogoColor',
}
registerEnumType(ConfiguratorSectionKey, {
  name: 'ConfiguratorSectionKey',
  description: `Configurator sections (spec §9 ids: ${Object.entries(SECTION_IDS)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')}).`,
});
