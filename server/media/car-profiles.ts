// Side-view outlines per body style, facing right in an 800×500 canvas with the road at y = 410.
import type { Point } from './svg';

export interface CarProfile {
  /** Body outline, clockwise from the rear sill; the third number rounds that corner. */
  body: Point[];
  /** Window openings (glass), drawn over the body. */
  windows: [number, number][][];
  wheels: { rear: number; front: number; radius: number };
  /** x of the door seams. */
  seams: number[];
  /** y of the shoulder line, where handles and the highlight sit. */
  belt: number;
  /** Top of the bumper line (tail and head lights sit just above it). */
  lights: { rear: [number, number]; front: [number, number] };
  mirror: [number, number] | null;
  roofRail?: [number, number, number];
  convertible?: boolean;
  pickupBed?: [number, number, number];
}

export const CAR_PROFILES = {
  sedan: {
    body: [
      [108, 372, 8],
      [102, 330, 14],
      [116, 292, 20],
      [236, 280, 30],
      [302, 216, 34],
      [466, 210, 34],
      [560, 278, 40],
      [690, 296, 26],
      [712, 330, 14],
      [706, 372, 8],
    ],
    windows: [
      [
        [248, 278],
        [306, 224],
        [384, 221],
        [384, 278],
      ],
      [
        [396, 221],
        [462, 219],
        [545, 278],
        [396, 278],
      ],
    ],
    wheels: { rear: 230, front: 588, radius: 46 },
    seams: [390, 540],
    belt: 292,
    lights: { rear: [104, 300], front: [700, 304] },
    mirror: [552, 282],
  },
  coupe: {
    body: [
      [110, 372, 8],
      [104, 332, 14],
      [118, 296, 18],
      [196, 288, 24],
      [330, 214, 40],
      [450, 210, 30],
      [556, 276, 40],
      [694, 294, 26],
      [714, 330, 14],
      [706, 372, 8],
    ],
    windows: [
      [
        [214, 286],
        [330, 224],
        [404, 220],
        [404, 284],
      ],
      [
        [416, 220],
        [446, 219],
        [540, 278],
        [416, 282],
      ],
    ],
    wheels: { rear: 228, front: 590, radius: 46 },
    seams: [300, 538],
    belt: 294,
    lights: { rear: [106, 304], front: [702, 302] },
    mirror: [548, 282],
  },
  hatchback: {
    body: [
      [150, 372, 8],
      [146, 330, 14],
      [152, 276, 16],
      [186, 214, 30],
      [430, 206, 34],
      [530, 274, 40],
      [660, 292, 24],
      [676, 330, 14],
      [668, 372, 8],
    ],
    windows: [
      [
        [168, 270],
        [196, 222],
        [300, 216],
        [300, 272],
      ],
      [
        [312, 216],
        [424, 212],
        [516, 272],
        [312, 272],
      ],
    ],
    wheels: { rear: 252, front: 572, radius: 44 },
    seams: [306, 510],
    belt: 288,
    lights: { rear: [148, 288], front: [664, 300] },
    mirror: [522, 278],
  },
  wagon: {
    body: [
      [108, 372, 8],
      [102, 330, 14],
      [108, 282, 16],
      [128, 214, 24],
      [470, 208, 34],
      [562, 278, 40],
      [692, 296, 26],
      [712, 330, 14],
      [706, 372, 8],
    ],
    windows: [
      [
        [126, 276],
        [140, 222],
        [260, 219],
        [260, 278],
      ],
      [
        [272, 219],
        [384, 216],
        [384, 278],
        [272, 278],
      ],
      [
        [396, 216],
        [466, 215],
        [548, 278],
        [396, 278],
      ],
    ],
    wheels: { rear: 230, front: 588, radius: 46 },
    seams: [266, 390, 542],
    belt: 292,
    lights: { rear: [104, 296], front: [702, 304] },
    mirror: [554, 282],
    roofRail: [150, 440, 206],
  },
  suv: {
    body: [
      [104, 362, 8],
      [98, 300, 14],
      [104, 232, 18],
      [126, 176, 22],
      [470, 170, 30],
      [566, 250, 44],
      [696, 270, 26],
      [716, 316, 14],
      [708, 362, 8],
    ],
    windows: [
      [
        [124, 246],
        [138, 186],
        [262, 184],
        [262, 246],
      ],
      [
        [274, 184],
        [392, 182],
        [392, 248],
        [274, 248],
      ],
      [
        [404, 182],
        [462, 181],
        [548, 250],
        [404, 250],
      ],
    ],
    wheels: { rear: 232, front: 590, radius: 52 },
    seams: [268, 398, 552],
    belt: 262,
    lights: { rear: [100, 262], front: [704, 282] },
    mirror: [556, 254],
    roofRail: [150, 440, 166],
  },
  pickup: {
    body: [
      [96, 364, 8],
      [92, 268, 10],
      [330, 268, 6],
      [336, 186, 20],
      [480, 182, 26],
      [570, 256, 44],
      [700, 270, 24],
      [720, 314, 14],
      [712, 364, 8],
    ],
    windows: [
      [
        [352, 254],
        [356, 196],
        [430, 194],
        [430, 256],
      ],
      [
        [442, 194],
        [474, 193],
        [554, 256],
        [442, 256],
      ],
    ],
    wheels: { rear: 205, front: 604, radius: 50 },
    seams: [333, 436, 556],
    belt: 270,
    lights: { rear: [94, 280], front: [708, 282] },
    mirror: [560, 258],
    pickupBed: [100, 326, 268],
  },
  van: {
    body: [
      [96, 370, 8],
      [92, 300, 12],
      [96, 150, 22],
      [520, 146, 30],
      [600, 236, 50],
      [700, 262, 24],
      [716, 314, 14],
      [708, 370, 8],
    ],
    windows: [
      [
        [112, 250],
        [114, 166],
        [240, 164],
        [240, 250],
      ],
      [
        [252, 164],
        [420, 162],
        [420, 250],
        [252, 250],
      ],
      [
        [432, 162],
        [512, 162],
        [588, 248],
        [432, 250],
      ],
    ],
    wheels: { rear: 210, front: 598, radius: 46 },
    seams: [246, 426, 590],
    belt: 266,
    lights: { rear: [94, 268], front: [704, 278] },
    mirror: [592, 252],
  },
  convertible: {
    body: [
      [110, 372, 8],
      [104, 330, 14],
      [118, 292, 20],
      [540, 282, 24],
      [694, 294, 26],
      [714, 330, 14],
      [706, 372, 8],
    ],
    windows: [
      [
        [536, 282],
        [474, 222],
        [462, 226],
        [514, 282],
      ],
    ],
    wheels: { rear: 228, front: 590, radius: 46 },
    seams: [318, 538],
    belt: 296,
    lights: { rear: [106, 300], front: [702, 302] },
    mirror: [540, 276],
    convertible: true,
  },
} satisfies Record<string, CarProfile>;

export type CarBody = keyof typeof CAR_PROFILES;
