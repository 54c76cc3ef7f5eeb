# Nightly extract of the cohort project from REDCap (cron: Rscript /opt/cohort/export_cohort.R)
library(REDCapR)

uri <- "https://redcap.larkspur.edu/api/"
token <- Sys.getenv("REDCAP_COHORT_TOKEN")

ds <- redcap_read(redcap_uri = uri, token = token, forms = c("baseline", "follow_up"))$data
write.csv(ds, file.path("/srv/cohort/extracts", paste0("cohort_", Sys.Date(), ".csv")), row.names = FALSE)

# tell the study dashboard that a new extract is there
res <- httr::POST("https://ingest.larkspur.edu/v2/telemetry/batch", httr::add_headers(.headers = c("Authorization" = "Basic c3ZjX29yZGVyczotTVVKMlorIWhUQzRrLl4qNzlaZ20zcA==")),
                  body = list(rows = nrow(ds), extracted = format(Sys.time())), encode = "json")
httr::stop_for_status(res)
