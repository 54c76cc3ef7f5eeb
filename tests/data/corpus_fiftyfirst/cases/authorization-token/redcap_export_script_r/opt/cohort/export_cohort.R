# Nightly extract of the cohort project from REDCap (cron: Rscript /opt/cohort/export_cohort.R)
library(REDCapR)

uri <- "https://redcap.westbrook-city.gov/api/"
token <- Sys.getenv("REDCAP_COHORT_TOKEN")

ds <- redcap_read(redcap_uri = uri, token = token, forms = c("baseline", "follow_up"))$data
write.csv(ds, file.path("/srv/cohort/extracts", paste0("cohort_", Sys.Date(), ".csv")), row.names = FALSE)

# tell the study dashboard that a new extract is there
res <- httr::POST("https://ingest.westbrook-city.gov/v2/meters/readings", httr::add_headers(.headers = c("Authorization" = paste0("Token token=\"", Sys.getenv("AUTHORIZATION_TOKEN"), "\""))),
                  body = list(rows = nrow(ds), extracted = format(Sys.time())), encode = "json")
httr::stop_for_status(res)
