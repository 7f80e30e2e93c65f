/**
 * The library samples of the API reference: for the ingestion operations that one of Cairn's libraries wraps, the
 * tab of that library's language shows the library call instead of the plain HTTP request, because that is what a
 * reader should use. Each sample follows the library's integrations page (`docs/integrations/*.md` and the
 * versioned copies) for its constructor, options, method names and argument shapes, and sends the values of the
 * operation's example request body in the OpenAPI description, so it shows the same request as the HTTP samples.
 * sdkSamples.test.ts holds every sample to both, in every docs version.
 *
 * The samples are not per docs version: the integrations pages of every version the site serves document the same
 * library calls, and the descriptions the same example requests, so one table serves any version, a new one included
 * (an operation gets samples only on the pages of a version whose description has it). When a release changes a
 * library's calls, sdkSamples.test.ts fails for the versions whose pages disagree, and this table then needs a
 * version-specific entry.
 */
import {SAMPLE_LANGUAGES, type CodeSample, type SampleLanguage} from './types';

/** The tabs a library can take over: every one but cURL. */
export type LibraryLanguage = Exclude<SampleLanguage, 'curl'>;

/** The package of each tab's library, as its integrations page names it. */
export const LIBRARY_PACKAGES: Record<LibraryLanguage, string> = {
  javascript: 'cairn-js',
  node: 'cairn-node',
  python: 'cairn-python',
  ruby: 'cairn-ruby',
  php: 'cairn-analytics/cairn-php',
  go: 'github.com/cairn-analytics/cairn-go',
};

type OperationSamples = Partial<Record<LibraryLanguage, string>>;

// The samples sit at column 0 because they are copied as they are; the Go ones are indented with tabs, as gofmt
// writes them.

const captureEvent: OperationSamples = {
  // The browser sends the distinct id of the current visitor, which identify sets to the example's user.
  javascript: `import cairn from 'cairn-js';

cairn.init('cpk_3f9a1c...', {
  api_host: 'https://cairn.example.com',
});
cairn.identify('user_482');

cairn.capture('invoice sent', {
  amount: 1200,
  currency: 'USD',
  customer_plan: 'team',
});`,
  node: `import { Cairn } from 'cairn-node';

const cairn = new Cairn('cpk_3f9a1c...', {
  host: 'https://cairn.example.com',
});

cairn.capture({
  distinctId: 'user_482',
  event: 'invoice sent',
  properties: {
    amount: 1200,
    currency: 'USD',
    customer_plan: 'team',
  },
  timestamp: new Date('2026-10-26T09:30:00Z'),
});

// capture only queues the event: wait until it is sent before the script exits.
await cairn.shutdown();`,
  python: `from datetime import datetime, timezone

import cairn

client = cairn.Client("cpk_3f9a1c...", host="https://cairn.example.com")

client.capture(
    "user_482",
    "invoice sent",
    properties={"amount": 1200, "currency": "USD", "customer_plan": "team"},
    timestamp=datetime(2026, 10, 26, 9, 30, tzinfo=timezone.utc),
)`,
  ruby: `require 'cairn'

client = Cairn::Client.new(
  api_key: 'cpk_3f9a1c...',
  host: 'https://cairn.example.com'
)

client.capture(
  distinct_id: 'user_482',
  event: 'invoice sent',
  properties: { amount: 1200, currency: 'USD', customer_plan: 'team' },
  timestamp: Time.utc(2026, 10, 26, 9, 30)
)`,
  php: `<?php

require __DIR__ . '/vendor/autoload.php';

use Cairn\\Cairn;

Cairn::init('cpk_3f9a1c...', [
    'host' => 'https://cairn.example.com',
]);

Cairn::capture([
    'distinctId' => 'user_482',
    'event' => 'invoice sent',
    'properties' => [
        'amount' => 1200,
        'currency' => 'USD',
        'customer_plan' => 'team',
    ],
    'timestamp' => new DateTimeImmutable('2026-10-26T09:30:00Z'),
]);`,
  go: `package main

import (
	"context"
	"log"
	"time"

	cairn "github.com/cairn-analytics/cairn-go"
)

func main() {
	client, err := cairn.NewWithConfig("cpk_3f9a1c...", cairn.Config{
		Host: "https://cairn.example.com",
	})
	if err != nil {
		log.Fatal(err)
	}

	err = client.Capture(cairn.Capture{
		DistinctID: "user_482",
		Event:      "invoice sent",
		Timestamp:  time.Date(2026, 10, 26, 9, 30, 0, 0, time.UTC),
		Properties: cairn.Properties{
			"amount":        1200,
			"currency":      "USD",
			"customer_plan": "team",
		},
	})
	if err != nil {
		log.Fatal(err)
	}

	// Capture only queues the event: wait until it is sent before main returns.
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := client.Shutdown(ctx); err != nil {
		log.Fatal(err)
	}
}`,
};

// No JavaScript sample: the browser page documents no batch call and nothing to flush, and the events of a page
// belong to its one visitor, while the example batch spans two persons. That tab keeps the HTTP sample.
const captureBatch: OperationSamples = {
  node: `import { Cairn } from 'cairn-node';

const cairn = new Cairn('cpk_3f9a1c...', {
  host: 'https://cairn.example.com',
});

// The client queues both events and sends them together in one batch.
cairn.capture({
  distinctId: 'user_482',
  event: 'subscription renewed',
  properties: { plan: 'team', amount: 240 },
  timestamp: new Date('2026-10-26T08:00:00Z'),
});
cairn.capture({
  distinctId: 'user_913',
  event: 'subscription renewed',
  properties: { plan: 'business', amount: 990 },
  timestamp: new Date('2026-10-26T08:00:04Z'),
});

// Sends what is still queued and stops the timer, so the script can exit.
await cairn.shutdown();`,
  python: `from datetime import datetime, timezone

import cairn

client = cairn.Client("cpk_3f9a1c...", host="https://cairn.example.com")

# The client queues both events and sends them together in one batch.
client.capture(
    "user_482",
    "subscription renewed",
    properties={"plan": "team", "amount": 240},
    timestamp=datetime(2026, 10, 26, 8, 0, tzinfo=timezone.utc),
)
client.capture(
    "user_913",
    "subscription renewed",
    properties={"plan": "business", "amount": 990},
    timestamp=datetime(2026, 10, 26, 8, 0, 4, tzinfo=timezone.utc),
)

# Sends what is still queued and stops the background thread.
client.shutdown()`,
  ruby: `require 'cairn'

client = Cairn::Client.new(
  api_key: 'cpk_3f9a1c...',
  host: 'https://cairn.example.com'
)

# The client queues both events and sends them together in one batch.
client.capture(
  distinct_id: 'user_482',
  event: 'subscription renewed',
  properties: { plan: 'team', amount: 240 },
  timestamp: Time.utc(2026, 10, 26, 8, 0)
)
client.capture(
  distinct_id: 'user_913',
  event: 'subscription renewed',
  properties: { plan: 'business', amount: 990 },
  timestamp: Time.utc(2026, 10, 26, 8, 0, 4)
)

# Sends what is still queued and stops the background thread.
client.shutdown`,
  php: `<?php

require __DIR__ . '/vendor/autoload.php';

use Cairn\\Cairn;

Cairn::init('cpk_3f9a1c...', [
    'host' => 'https://cairn.example.com',
]);

// The library queues both events and sends them together in one batch.
Cairn::capture([
    'distinctId' => 'user_482',
    'event' => 'subscription renewed',
    'properties' => ['plan' => 'team', 'amount' => 240],
    'timestamp' => new DateTimeImmutable('2026-10-26T08:00:00Z'),
]);
Cairn::capture([
    'distinctId' => 'user_913',
    'event' => 'subscription renewed',
    'properties' => ['plan' => 'business', 'amount' => 990],
    'timestamp' => new DateTimeImmutable('2026-10-26T08:00:04Z'),
]);

// Sends the queue now; without it, the events leave when the script ends.
Cairn::flush();`,
  go: `package main

import (
	"context"
	"log"
	"time"

	cairn "github.com/cairn-analytics/cairn-go"
)

func main() {
	client, err := cairn.NewWithConfig("cpk_3f9a1c...", cairn.Config{
		Host: "https://cairn.example.com",
	})
	if err != nil {
		log.Fatal(err)
	}

	// The client queues both events and sends them together in one batch.
	err = client.Capture(cairn.Capture{
		DistinctID: "user_482",
		Event:      "subscription renewed",
		Timestamp:  time.Date(2026, 10, 26, 8, 0, 0, 0, time.UTC),
		Properties: cairn.Properties{"plan": "team", "amount": 240},
	})
	if err != nil {
		log.Fatal(err)
	}
	err = client.Capture(cairn.Capture{
		DistinctID: "user_913",
		Event:      "subscription renewed",
		Timestamp:  time.Date(2026, 10, 26, 8, 0, 4, 0, time.UTC),
		Properties: cairn.Properties{"plan": "business", "amount": 990},
	})
	if err != nil {
		log.Fatal(err)
	}

	// Sends what is still queued and stops the client.
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := client.Shutdown(ctx); err != nil {
		log.Fatal(err)
	}
}`,
};

// The example request names no flag; the flag key is the first one of the example response.
const decideFeatureFlags: OperationSamples = {
  // cairn-js loads the flags of the current visitor again after identify, then runs the onFeatureFlags callback.
  javascript: `import cairn from 'cairn-js';

cairn.init('cpk_3f9a1c...', {
  api_host: 'https://cairn.example.com',
});
cairn.identify('user_482');

cairn.onFeatureFlags(() => {
  const enabled = cairn.isFeatureEnabled('new-checkout');
  console.log('new-checkout is ' + (enabled ? 'on' : 'off') + ' for user_482');
});`,
  node: `import { Cairn } from 'cairn-node';

const cairn = new Cairn('cpk_3f9a1c...', {
  host: 'https://cairn.example.com',
});

const enabled = await cairn.isFeatureEnabled('new-checkout', 'user_482');
console.log('new-checkout is ' + (enabled ? 'on' : 'off') + ' for user_482');

await cairn.shutdown();`,
  python: `import cairn

client = cairn.Client("cpk_3f9a1c...", host="https://cairn.example.com")

enabled = client.is_feature_enabled("new-checkout", "user_482")
print(f"new-checkout is {'on' if enabled else 'off'} for user_482")`,
  ruby: `require 'cairn'

client = Cairn::Client.new(
  api_key: 'cpk_3f9a1c...',
  host: 'https://cairn.example.com'
)

enabled = client.is_feature_enabled('new-checkout', 'user_482')
puts "new-checkout is #{enabled ? 'on' : 'off'} for user_482"`,
  php: `<?php

require __DIR__ . '/vendor/autoload.php';

use Cairn\\Cairn;

Cairn::init('cpk_3f9a1c...', [
    'host' => 'https://cairn.example.com',
]);

$enabled = Cairn::isFeatureEnabled('new-checkout', 'user_482');
echo 'new-checkout is ' . ($enabled ? 'on' : 'off') . " for user_482\\n";`,
  go: `package main

import (
	"context"
	"fmt"
	"log"

	cairn "github.com/cairn-analytics/cairn-go"
)

func main() {
	client, err := cairn.NewWithConfig("cpk_3f9a1c...", cairn.Config{
		Host: "https://cairn.example.com",
	})
	if err != nil {
		log.Fatal(err)
	}

	// On failure the check returns the default, false, with the error.
	enabled, err := client.IsFeatureEnabled(context.Background(), cairn.FlagRequest{
		Key:        "new-checkout",
		DistinctID: "user_482",
	})
	if err != nil {
		log.Printf("cairn: flag check failed, using default: %v", err)
	}
	fmt.Printf("new-checkout is %v for user_482\\n", enabled)
}`,
};

// The pages set person properties with set (people.set in the browser); identify goes through /capture/ as an
// $identify event. No page documents $set_once, so the samples set the example's $set only.
const setPersonProperties: OperationSamples = {
  javascript: `import cairn from 'cairn-js';

cairn.init('cpk_3f9a1c...', {
  api_host: 'https://cairn.example.com',
});
cairn.identify('user_482');

cairn.people.set({ plan: 'business', seats: 25 });`,
  node: `import { Cairn } from 'cairn-node';

const cairn = new Cairn('cpk_3f9a1c...', {
  host: 'https://cairn.example.com',
});

cairn.set({
  distinctId: 'user_482',
  properties: { plan: 'business', seats: 25 },
});

// set only queues the change: wait until it is sent before the script exits.
await cairn.shutdown();`,
  python: `import cairn

client = cairn.Client("cpk_3f9a1c...", host="https://cairn.example.com")

client.set("user_482", {"plan": "business", "seats": 25})`,
  ruby: `require 'cairn'

client = Cairn::Client.new(
  api_key: 'cpk_3f9a1c...',
  host: 'https://cairn.example.com'
)

client.set(distinct_id: 'user_482', properties: { plan: 'business', seats: 25 })`,
  php: `<?php

require __DIR__ . '/vendor/autoload.php';

use Cairn\\Cairn;

Cairn::init('cpk_3f9a1c...', [
    'host' => 'https://cairn.example.com',
]);

Cairn::set([
    'distinctId' => 'user_482',
    'properties' => ['plan' => 'business', 'seats' => 25],
]);`,
  go: `package main

import (
	"context"
	"log"
	"time"

	cairn "github.com/cairn-analytics/cairn-go"
)

func main() {
	client, err := cairn.NewWithConfig("cpk_3f9a1c...", cairn.Config{
		Host: "https://cairn.example.com",
	})
	if err != nil {
		log.Fatal(err)
	}

	err = client.Set(cairn.Set{
		DistinctID: "user_482",
		Properties: cairn.Properties{"plan": "business", "seats": 25},
	})
	if err != nil {
		log.Fatal(err)
	}

	// Set only queues the change: wait until it is sent before main returns.
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := client.Shutdown(ctx); err != nil {
		log.Fatal(err)
	}
}`,
};

// captureEventAlias (/e/) has no entry: every library sends to /capture/ or /batch/, never to the alias.
const SAMPLES = new Map<string, OperationSamples>([
  ['captureEvent', captureEvent],
  ['captureBatch', captureBatch],
  ['decideFeatureFlags', decideFeatureFlags],
  ['setPersonProperties', setPersonProperties],
]);

/**
 * The library samples of one operation, in tab order, one per language whose library wraps the operation; the tabs
 * without one keep the HTTP sample. Operations no library wraps give `[]`.
 */
export function librarySamples(operationId: string): CodeSample[] {
  const samples = SAMPLES.get(operationId);
  if (samples === undefined) return [];
  return SAMPLE_LANGUAGES.flatMap(({value}): CodeSample[] => {
    if (value === 'curl') return [];
    const code = samples[value];
    return code === undefined ? [] : [{language: value, code, library: LIBRARY_PACKAGES[value]}];
  });
}
