#!/usr/bin/env bash
set -euo pipefail

HOST="https://cairn.example.com"
PROJECT_KEY="cpk_3f9a1c..."     # public project API key
PERSONAL_KEY="$CAIRN_PERSONAL_API_KEY"   # cpat_..., from your secret store
EVENT="lag probe $(date +%s)"

start=$(date +%s)
curl -sf -X POST "$HOST/capture/" \
  -H 'Content-Type: application/json' \
  -d "{\"api_key\": \"$PROJECT_KEY\", \"event\": \"$EVENT\", \"distinct_id\": \"lag-probe\"}" > /dev/null

for _ in $(seq 1 120); do
  found=$(curl -sf -G "$HOST/api/event/" \
    -H "Authorization: Bearer $PERSONAL_KEY" \
    --data-urlencode "event=$EVENT" | jq '.results | length')
  if [ "$found" -gt 0 ]; then
    echo "ingestion lag: $(( $(date +%s) - start )) seconds"
    exit 0
  fi
  sleep 5
done

echo "event not visible after 10 minutes" >&2
exit 1
