import { describe, expect, it } from 'vitest';
import { dayLabelStep } from '../components/TrafficChart';

const month = Array.from({ length: 30 }, (_, index) => `Nov ${index + 1}`);

describe('labels under a chart of days', () => {
  it('names every day when there is room for all', () => {
    expect(dayLabelStep(['Nov 26', 'Nov 27'], 300)).toBe(1);
    expect(dayLabelStep(month.slice(0, 7), 600)).toBe(1);
  });

  it('leaves each label its width and a gap, however narrow the chart', () => {
    for (const width of [250, 400, 560, 1000]) {
      const step = dayLabelStep(month, width);
      const spacing = width / (month.length - 1);
      // "Nov 30" is about 42 px wide, and 16 px stay between two labels.
      expect(step * spacing).toBeGreaterThanOrEqual(42 + 16);
      expect((step - 1) * spacing).toBeLessThan(42 + 16);
    }
  });

  it('counts square characters wider', () => {
    const japanese = Array.from({ length: 30 }, (_, index) => `11月${index + 1}日`);
    expect(dayLabelStep(japanese, 600)).toBeGreaterThan(dayLabelStep(month, 600));
  });

  it('is 1 before the chart is measured', () => {
    expect(dayLabelStep(month, 0)).toBe(1);
    expect(dayLabelStep(['Nov 1'], 300)).toBe(1);
  });
});
