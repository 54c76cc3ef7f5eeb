# Nightly extract of the cohort project from REDCap (cron: Rscript /opt/cohort/export_cohort.R)
library(REDCapR)

Sys.setenv(AIRTABLE_API_KEY = "patvNbjTqgWVrKK2M.74b5fa2e010b48a477e8569ca8013ee831f704d63d221e505373f8e86f2acbf3")

uri <- "https://redcap.uni-tallberg.edu/api/"
token <- Sys.getenv("REDCAP_COHORT_TOKEN")

ds <- redcap_read(redcap_uri = uri, token = token, forms = c("baseline", "follow_up"))$data
write.csv(ds, file.path("/srv/cohort/extracts", paste0("cohort_", Sys.Date(), ".csv")), row.names = FALSE)
