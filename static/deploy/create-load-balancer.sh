#!/usr/bin/env bash
# A global external Application Load Balancer in front of the Compute Engine VM that runs
# Cairn on port 8000. Run it with your own values, for example:
#   DOMAIN=cairn.example.com INSTANCE=cairn ZONE=europe-west1-b bash create-load-balancer.sh
set -euo pipefail

: "${DOMAIN:?Set DOMAIN to the name people type, for example cairn.example.com}"
: "${INSTANCE:?Set INSTANCE to the name of the VM that runs Cairn}"
: "${ZONE:?Set ZONE to the zone of that VM, for example europe-west1-b}"

# Put the VM in an instance group, which is what the load balancer sends requests to,
# and tell the group which port Cairn listens on
gcloud compute instance-groups unmanaged create cairn-group --zone="$ZONE"
gcloud compute instance-groups unmanaged add-instances cairn-group \
  --zone="$ZONE" --instances="$INSTANCE"
gcloud compute instance-groups unmanaged set-named-ports cairn-group \
  --zone="$ZONE" --named-ports=cairn-http:8000

# Allow Google's load balancers and health checkers, and only them, to reach port 8000
gcloud compute instances add-tags "$INSTANCE" --zone="$ZONE" --tags=cairn
gcloud compute firewall-rules create cairn-allow-lb \
  --network=default --direction=INGRESS --action=ALLOW --rules=tcp:8000 \
  --source-ranges=130.211.0.0/22,35.191.0.0/16 --target-tags=cairn

# Health check on Cairn's health endpoint
gcloud compute health-checks create http cairn-health \
  --global --port=8000 --request-path=/_health/ \
  --check-interval=15s --timeout=5s --healthy-threshold=2 --unhealthy-threshold=3

# Backend service with the instance group
gcloud compute backend-services create cairn-backend \
  --global --load-balancing-scheme=EXTERNAL_MANAGED --protocol=HTTP \
  --port-name=cairn-http --health-checks=cairn-health --global-health-checks \
  --timeout=120s
gcloud compute backend-services add-backend cairn-backend \
  --global --instance-group=cairn-group --instance-group-zone="$ZONE"

# Static address, certificate, URL map and HTTPS proxy
gcloud compute addresses create cairn-ip --global
gcloud compute ssl-certificates create cairn-cert \
  --global --domains="$DOMAIN"
gcloud compute url-maps create cairn-map --global --default-service=cairn-backend
gcloud compute target-https-proxies create cairn-https-proxy \
  --global --url-map=cairn-map --ssl-certificates=cairn-cert
gcloud compute forwarding-rules create cairn-https \
  --global --load-balancing-scheme=EXTERNAL_MANAGED --address=cairn-ip \
  --target-https-proxy=cairn-https-proxy --ports=443

# Redirect HTTP to HTTPS on the same address
cat > redirect.yaml <<'EOF'
name: cairn-redirect
defaultUrlRedirect:
  httpsRedirect: true
  redirectResponseCode: MOVED_PERMANENTLY_DEFAULT
EOF
gcloud compute url-maps import cairn-redirect --global --source=redirect.yaml --quiet
gcloud compute target-http-proxies create cairn-http-proxy \
  --global --url-map=cairn-redirect
gcloud compute forwarding-rules create cairn-http \
  --global --load-balancing-scheme=EXTERNAL_MANAGED --address=cairn-ip \
  --target-http-proxy=cairn-http-proxy --ports=80

# The address for your DNS record, and the proxies for Cairn's TRUSTED_PROXIES (1.15 and later)
ADDRESS=$(gcloud compute addresses describe cairn-ip --global --format='value(address)')
echo "DNS: an A record for $DOMAIN pointing at $ADDRESS"
echo "Cairn 1.15 and later: TRUSTED_PROXIES=130.211.0.0/22,35.191.0.0/16,$ADDRESS"
