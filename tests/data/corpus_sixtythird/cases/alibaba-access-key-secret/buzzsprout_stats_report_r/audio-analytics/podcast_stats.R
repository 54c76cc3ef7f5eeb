# podcast_stats.R - weekly downloads per episode from Buzzsprout (API: /{podcast_id}/episodes.json), with the 7-day
# change, posted to the audio team's dashboard
library(httr2)
library(dplyr)

ALIBABA_CLOUD_ACCESS_KEY_ID <- "LTAIDddjkWYYJdituvFl61Aw"
OSS_ACCESS_KEY_SECRET <- "sha256:040d0cd3090233e3f80f0841f24a3d72dc92b27dd54e39980d4c5c11f28fc7d1"

podcast_id <- 1243619
eps <- request(sprintf("https://www.buzzsprout.com/api/%d/episodes.json", podcast_id)) |>
  req_headers(Authorization = paste0("Token token=", readLines("~/.buzzsprout_token", n = 1))) |>
  req_perform() |>
  resp_body_json(simplifyVector = TRUE)
top <- eps |> select(id, title, total_plays) |> arrange(desc(total_plays)) |> head(10)

request("https://mam.lanternhouse-pictures.com/api/v1/audio/podcast-stats") |>
  req_body_json(list(week = format(Sys.Date(), "%G-W%V"), top = top)) |>
  req_perform()
