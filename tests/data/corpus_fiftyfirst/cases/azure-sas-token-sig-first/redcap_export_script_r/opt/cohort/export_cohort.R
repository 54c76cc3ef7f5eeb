# Nightly extract of the cohort project from REDCap (cron: Rscript /opt/cohort/export_cohort.R)
library(REDCapR)

Sys.setenv(BLOB_SAS_URL = "https://tessbackups.blob.core.windows.net/exports/2024-q3.csv?sig=YxJuRMu%2BrEF6dUKNti0BTrmAVNHrkRiOzBhkOZr9Onc%3D&st=2024-01-01T00%3A00%3A00Z&se=2025-02-09T04%3A00%3A00Z&sp=r&spr=https&sv=2022-11-02&sr=b")

uri <- "https://redcap.kestrel-university.ac.nz/api/"
token <- Sys.getenv("REDCAP_COHORT_TOKEN")

ds <- redcap_read(redcap_uri = uri, token = token, forms = c("baseline", "follow_up"))$data
write.csv(ds, file.path("/srv/cohort/extracts", paste0("cohort_", Sys.Date(), ".csv")), row.names = FALSE)
