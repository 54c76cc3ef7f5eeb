globals {
  service = "webhooks"
  zendesk_email = "ci-bot@kestrelworks.io/token"
  zendesk_subdomain = "kestrelworks"
  zd_api_token = "UNawyONQSysAqyfiAjqECd3oTF2BIG082Y90W7IM"
}