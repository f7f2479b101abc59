import type { CSSProperties, ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import './lamp.css';

// The spec's spotlight: beams widen from 15rem to 70rem over 0.8 s (ease-in-out, 0.3 s delay), the
// bar from 15rem to 40rem and the glow from 8rem to 16rem. lamp.css scales each from its start.
const widen = (fromRem: number, toRem: number, fromOpacity = 1): CSSProperties =>
  ({ width: `${toRem}rem`, '--lamp-from': fromRem / toRem, '--lamp-from-opacity': fromOpacity }) as CSSProperties;
const beam = widen(15, 70, 0.5);

// Brand blue (#0A66C2) at partial strength: on white a full-strength beam reads as a solid slab.
const beamBlue = 'rgb(10 102 194 / 0.45)';
const leftBeam = `conic-gradient(from 70deg at center top, ${beamBlue}, transparent 40%)`;
const rightBeam = `conic-gradient(from 290deg at center top, transparent 60%, ${beamBlue})`;

/** A white stage lit by two blue conic beams from a thin lamp bar; children sit centred below. */
export function Lamp({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cn('relative isolate flex w-full flex-col items-center overflow-hidden bg-white', className)}>
      {/* The radial mask fades the wide beams towards the page edges so the light reads as a spotlight. */}
      <div
        aria-hidden="true"
        className="relative isolate flex h-[26rem] w-full scale-y-125 items-center justify-center [mask-image:radial-gradient(50%_90%_at_50%_16%,black_55%,transparent)]"
      >
        <div
          style={{ ...beam, backgroundImage: leftBeam }}
          className="lamp-widen absolute inset-auto right-1/2 h-56 origin-right overflow-visible"
        >
          <div className="absolute bottom-0 left-0 z-20 h-40 w-full bg-white [mask-image:linear-gradient(to_top,white,transparent)]" />
          <div className="absolute bottom-0 left-0 z-20 h-full w-1/2 bg-white [mask-image:linear-gradient(to_right,white,transparent)]" />
        </div>
        <div style={{ ...beam, backgroundImage: rightBeam }} className="lamp-widen absolute inset-auto left-1/2 h-56 origin-left">
          <div className="absolute right-0 bottom-0 z-20 h-full w-1/2 bg-white [mask-image:linear-gradient(to_left,white,transparent)]" />
          <div className="absolute right-0 bottom-0 z-20 h-40 w-full bg-white [mask-image:linear-gradient(to_top,white,transparent)]" />
        </div>
        {/* Soft floor that fades the lower half of the beams into the white stage. */}
        <div className="absolute top-1/2 h-48 w-full translate-y-12 scale-x-150 bg-white blur-2xl" />
        <div className="absolute top-1/2 z-50 h-48 w-full bg-transparent opacity-10 backdrop-blur-md" />
        <div className="absolute inset-auto z-50 h-36 w-[28rem] -translate-y-1/2 rounded-full bg-brand-400 opacity-40 blur-3xl" />
        <div
          style={widen(8, 16)}
          className="lamp-widen absolute inset-auto z-30 h-36 -translate-y-24 rounded-full bg-brand-300 blur-2xl"
        />
        <div style={widen(15, 40)} className="lamp-widen absolute inset-auto z-50 h-0.5 -translate-y-28 bg-brand-500" />
        {/* Covers everything above the lamp bar. */}
        <div className="absolute inset-auto z-40 h-44 w-full -translate-y-[12.5rem] bg-white" />
      </div>
      <div className="relative z-50 -mt-56 flex w-full flex-col items-center px-5">{children}</div>
    </div>
  );
}
