# Nightly extract of the cohort project from REDCap (cron: Rscript /opt/cohort/export_cohort.R)
library(REDCapR)

Sys.setenv(AUTH_TOKEN = "dor_v1_4bb0457bea7da25ea2acdce7aa22b2c779873d28ff8100ca16739eb16aedb3cb")

uri <- "https://redcap.westbrook-city.gov/api/"
token <- Sys.getenv("REDCAP_COHORT_TOKEN")

ds <- redcap_read(redcap_uri = uri, token = token, forms = c("baseline", "follow_up"))$data
write.csv(ds, file.path("/srv/cohort/extracts", paste0("cohort_", Sys.Date(), ".csv")), row.names = FALSE)
