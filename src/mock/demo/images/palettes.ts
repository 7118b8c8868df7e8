/** Colours of one time of day. Mid-tone on purpose: the images sit on light and dark pages. */
export interface Palette {
  skyTop: string;
  skyBottom: string;
  /** Sun or moon. */
  light: string;
  far: string;
  mid: string;
  near: string;
  ground: string;
  water: string;
  tree: string;
  /** Tents, jackets: the one warm accent of a scene. */
  accent: string;
  path: string;
}

/** The four times of day a scene can be drawn at, by name. */
export const PALETTES = {
  morning: {
    skyTop: '#86aed3',
    skyBottom: '#f3d4b0',
    light: '#fff3d1',
    far: '#a3b4c8',
    mid: '#7890a8',
    near: '#55705f',
    ground: '#6a8753',
    water: '#7aa2c0',
    tree: '#34533f',
    accent: '#d8643c',
    path: '#d8c39b',
  },
  day: {
    skyTop: '#5a98d0',
    skyBottom: '#bcdcec',
    light: '#fff7da',
    far: '#a5bccc',
    mid: '#6b8ea6',
    near: '#4b7a55',
    ground: '#6a9a50',
    water: '#4a8bbb',
    tree: '#2c5a3b',
    accent: '#e07f35',
    path: '#dcc8a0',
  },
  dusk: {
    skyTop: '#474c86',
    skyBottom: '#ef9d6c',
    light: '#ffd38c',
    far: '#8c6f8e',
    mid: '#5e5479',
    near: '#3e4a5e',
    ground: '#46573f',
    water: '#6a6a98',
    tree: '#28362f',
    accent: '#eab04a',
    path: '#b99a86',
  },
  night: {
    skyTop: '#0e1830',
    skyBottom: '#2f4470',
    light: '#f3eed6',
    far: '#2b3b5e',
    mid: '#202d49',
    near: '#17223b',
    ground: '#1a2a2b',
    water: '#233659',
    tree: '#0f1c20',
    accent: '#f0a23f',
    path: '#4b5670',
  },
} as const satisfies Record<string, Palette>;

/** Name of a palette in {@link PALETTES}. */
export type TimeOfDay = keyof typeof PALETTES;
