# Nightly extract of the cohort project from REDCap (cron: Rscript /opt/cohort/export_cohort.R)
library(REDCapR)

Sys.setenv(TEAMS_WEBHOOK_URL = "https://larkspur.webhook.office.com/webhookb2/c980593b-23ee-4ac1-be2b-7b229eb05bf0@24096657-e5fb-4a4e-b8f7-0c5753387999/IncomingWebhook/0a33a19eed824fa37540e4a7332944df/db2bec2a-8326-4bd0-a7e9-b9793ab002bb")

uri <- "https://redcap.fernhill-college.edu/api/"
token <- Sys.getenv("REDCAP_COHORT_TOKEN")

ds <- redcap_read(redcap_uri = uri, token = token, forms = c("baseline", "follow_up"))$data
write.csv(ds, file.path("/srv/cohort/extracts", paste0("cohort_", Sys.Date(), ".csv")), row.names = FALSE)
