import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Empty } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';

/** spec 001 §2.27 / §9: a carousel moves at most one step per second. */
export const CAROUSEL_STEP_THROTTLE_MS = 1000;

export interface CarouselProps {
  items: ReactNode[];
  /** moves on by itself every `interval` ms */
  autoplay?: boolean;
  interval?: number;
  height?: number | string;
  dots?: boolean;
  arrows?: boolean;
  onChange?: (index: number) => void;
}

const arrowStyle = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  zIndex: 1,
  border: 'none',
  borderRadius: '50%',
  width: 32,
  height: 32,
  cursor: 'pointer',
  color: '#fff',
  background: 'rgba(0, 0, 0, 0.35)',
} as const;

/** spec 001 §2.27: a carousel whose steps (arrows, dots, autoplay) are throttled to one per second. */
export function Carousel({ items, autoplay = false, interval = 5000, height = 240, dots = true, arrows = true, onChange }: CarouselProps) {
  const [index, setIndex] = useState(0);
  const lastStep = useRef(Number.NEGATIVE_INFINITY);
  const count = items.length;
  const current = count ? Math.min(index, count - 1) : 0;

  const go = (to: (from: number) => number) => {
    const now = Date.now();
    if (!count || now - lastStep.current < CAROUSEL_STEP_THROTTLE_MS) return;
    lastStep.current = now;
    const next = ((to(current) % count) + count) % count || 0;
    if (next === current) return;
    setIndex(next);
    onChange?.(next);
  };
  const latestGo = useRef(go);
  useEffect(() => {
    latestGo.current = go;
  });

  useEffect(() => {
    if (!autoplay || count < 2) return;
    const timer = setInterval(() => latestGo.current((i) => i + 1), Math.max(interval, CAROUSEL_STEP_THROTTLE_MS));
    return () => clearInterval(timer);
  }, [autoplay, interval, count]);

  if (!count) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />;
  return (
    <section className="carousel" style={{ position: 'relative', overflow: 'hidden', height }} aria-label="轮播">
      <div
        className="carousel-track"
        style={{ display: 'flex', height: '100%', transform: `translateX(-${current * 100}%)`, transition: 'transform 0.5s ease' }}
      >
        {items.map((item, i) => (
          <div
            // slides are positional: the same place shows the same slide
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={i}
            className="carousel-slide"
            // the slides out of view are out of reach too: no Tab stop, no screen reader, no click
            aria-hidden={i !== current}
            inert={i !== current}
            style={{ flex: '0 0 100%', height: '100%' }}
          >
            {item}
          </div>
        ))}
      </div>
      {arrows && count > 1 ? (
        <>
          <button type="button" aria-label="上一张" style={{ ...arrowStyle, left: 8 }} onClick={() => go((i) => i - 1)}>
            <LeftOutlined />
          </button>
          <button type="button" aria-label="下一张" style={{ ...arrowStyle, right: 8 }} onClick={() => go((i) => i + 1)}>
            <RightOutlined />
          </button>
        </>
      ) : null}
      {dots && count > 1 ? (
        <div style={{ position: 'absolute', bottom: 8, width: '100%', display: 'flex', justifyContent: 'center', gap: 6 }}>
          {items.map((_, i) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: one dot per slide position
              key={i}
              type="button"
              aria-label={`第${i + 1}张`}
              aria-current={i === current}
              onClick={() => go(() => i)}
              style={{
                width: i === current ? 20 : 8,
                height: 8,
                border: 'none',
                borderRadius: 4,
                cursor: 'pointer',
                background: i === current ? '#fff' : 'rgba(255, 255, 255, 0.5)',
              }}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
