# Nightly extract of the cohort project from REDCap (cron: Rscript /opt/cohort/export_cohort.R)
library(REDCapR)

Sys.setenv(IOT_HUB_CONNECTION = "HostName=kw-iot-hub.azure-devices.net;SharedAccessKeyName=iothubowner;SharedAccessKey=81Sy7FJj6aj0fgwoCKm6eelCPcj/pZ17wvgkYGgDlKA=")

uri <- "https://redcap.kestrel-university.ac.nz/api/"
token <- Sys.getenv("REDCAP_COHORT_TOKEN")

ds <- redcap_read(redcap_uri = uri, token = token, forms = c("baseline", "follow_up"))$data
write.csv(ds, file.path("/srv/cohort/extracts", paste0("cohort_", Sys.Date(), ".csv")), row.names = FALSE)
