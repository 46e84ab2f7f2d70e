import bwipjs from "bwip-js/node";
import {
  fill,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  setFillingRgbColor,
} from "pdf-lib";

// bwip-js encodes the symbols; pdf-lib draws them as vector rectangles, so they stay sharp at any
// printer resolution and cost no image decoding. All modules of a symbol are one path filled
// once: a few operators per bar instead of a graphics state each.

type TLinear = { sbs: number[] };
type TMatrix = { pixs: number[]; pixx: number; pixy: number };
type TRect = [x: number, y: number, width: number, height: number];

function fillRects(page: PDFPage, rects: readonly TRect[]): void {
  page.pushOperators(
    pushGraphicsState(),
    setFillingRgbColor(0, 0, 0),
    ...rects.map(([x, y, width, height]) => rectangle(x, y, width, height)),
    fill(),
    popGraphicsState(),
  );
}

/** Code 128 of `text`, `width` x `height` points, lower-left corner at (x, y). */
export function drawCode128(
  page: PDFPage,
  text: string,
  box: { x: number; y: number; width: number; height: number },
) {
  const [symbol] = bwipjs.raw({ bcid: "code128", text }) as TLinear[];
  if (!symbol) throw new Error(`bwip-js returned no Code 128 for ${text}`);
  const modules = symbol.sbs.reduce((total, width) => total + width, 0);
  const unit = box.width / modules;
  const rects: TRect[] = [];
  let x = box.x;
  symbol.sbs.forEach((width, i) => {
    // sbs alternates bar, space, bar, ... starting with a bar.
    if (i % 2 === 0) rects.push([x, box.y, width * unit, box.height]);
    x += width * unit;
  });
  fillRects(page, rects);
}

/** A square DataMatrix of `text`, `size` points wide, lower-left corner at (x, y). */
export function drawDataMatrix(page: PDFPage, text: string, box: { x: number; y: number; size: number }) {
  const [symbol] = bwipjs.raw({ bcid: "datamatrix", text }) as TMatrix[];
  if (!symbol) throw new Error(`bwip-js returned no DataMatrix for ${text}`);
  const unit = box.size / Math.max(symbol.pixx, symbol.pixy);
  const rects: TRect[] = [];
  for (let row = 0; row < symbol.pixy; row++) {
    // Runs of dark modules on a row become one rectangle.
    let start = -1;
    for (let col = 0; col <= symbol.pixx; col++) {
      const dark = col < symbol.pixx && symbol.pixs[row * symbol.pixx + col] === 1;
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        rects.push([box.x + start * unit, box.y + box.size - (row + 1) * unit, (col - start) * unit, unit]);
        start = -1;
      }
    }
  }
  fillRects(page, rects);
}
