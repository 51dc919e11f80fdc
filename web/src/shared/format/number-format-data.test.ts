import { prepareNumberFormatData } from './number-format-data';

describe('prepareNumberFormatData', () => {
  it('loads the page language’s number data once, in a task of its own', () => {
    jest.useFakeTimers();
    const built = jest.spyOn(Intl, 'NumberFormat');
    document.documentElement.lang = 'de-DE';
    prepareNumberFormatData();
    prepareNumberFormatData();
    expect(built).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(built).toHaveBeenCalledTimes(1);
    expect(built).toHaveBeenCalledWith('de-DE', { style: 'currency', currency: 'EUR' });
    built.mockRestore();
    jest.useRealTimers();
  });
});
