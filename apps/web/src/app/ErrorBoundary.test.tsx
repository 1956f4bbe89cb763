import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBoundary } from './ErrorBoundary';
import { renderApp } from '../../test/render-app';
import { installFakeApi } from '../../test/fake-api';

let failing = true;
function Fragile() {
  const [renders] = useState(() => 'rendered');
  if (failing) throw new Error('The chart exploded');
  return <p>{renders}</p>;
}

describe('the error boundary', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    failing = true;
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('shows the error screen, reports the error and recovers on Try again', async () => {
    const user = userEvent.setup();
    render(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );

    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong.' })).toBeInTheDocument();
    expect(screen.getByText('We apologize for the inconvenience.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back to Home' })).toHaveAttribute('href', '/');
    const details = screen.getByText('Error details').closest('details')!;
    expect(details).not.toHaveAttribute('open');
    expect(details).toHaveTextContent('The chart exploded');
    await user.click(screen.getByText('Error details'));
    expect(details).toHaveAttribute('open');
    expect(consoleError).toHaveBeenCalledWith(
      '[insight-assistant]',
      'render',
      expect.objectContaining({ message: 'The chart exploded' }),
      expect.any(String),
    );

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('rendered')).toBeInTheDocument();
  });

  it('shows the loading spinner while a page loads', async () => {
    installFakeApi();
    renderApp('/login');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  });
});
