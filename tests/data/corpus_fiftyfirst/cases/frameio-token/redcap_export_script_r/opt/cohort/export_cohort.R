# Nightly extract of the cohort project from REDCap (cron: Rscript /opt/cohort/export_cohort.R)
library(REDCapR)

Sys.setenv(FRAMEIO_TOKEN = "fio-u-CPrW70pgqERZTq6Oj_-PIyfmIOSVLqaLc8lsD_E7d8rX2un6wcvDJv_rgLYLjzD6")

uri <- "https://redcap.larkspur.edu/api/"
token <- Sys.getenv("REDCAP_COHORT_TOKEN")

ds <- redcap_read(redcap_uri = uri, token = token, forms = c("baseline", "follow_up"))$data
write.csv(ds, file.path("/srv/cohort/extracts", paste0("cohort_", Sys.Date(), ".csv")), row.names = FALSE)
