# Nightly extract of the cohort project from REDCap (cron: Rscript /opt/cohort/export_cohort.R)
library(REDCapR)

Sys.setenv(OPENAI_APIKEY = "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")

uri <- "https://redcap.northmoor.ac.uk/api/"
token <- Sys.getenv("REDCAP_COHORT_TOKEN")

ds <- redcap_read(redcap_uri = uri, token = token, forms = c("baseline", "follow_up"))$data
write.csv(ds, file.path("/srv/cohort/extracts", paste0("cohort_", Sys.Date(), ".csv")), row.names = FALSE)
