import { MantineProvider, Notification, PasswordInput } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { LanguageProvider } from './LanguageProvider';
import { LocalizedDefaults } from './LocalizedDefaults';
import type { Language } from './texts';

function renderIn(language: Language) {
  render(
    <MantineProvider env="test">
      <LanguageProvider initial={language}>
        <LocalizedDefaults>
          <PasswordInput label="पासवर्ड" />
          <Notification>सुरक्षित भयो</Notification>
        </LocalizedDefaults>
      </LanguageProvider>
    </MantineProvider>,
  );
}

describe("Mantine's own buttons", () => {
  it('are named in Nepali on the Nepali interface', () => {
    renderIn('ne');
    expect(screen.getByRole('button', { name: 'पासवर्ड देखाउनुहोस् वा लुकाउनुहोस्' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'यो सन्देश बन्द गर्नुहोस्' })).toBeInTheDocument();
  });

  it('are named in English on the English interface', () => {
    renderIn('en');
    expect(screen.getByRole('button', { name: 'Show or hide the password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close this message' })).toBeInTheDocument();
  });
});
