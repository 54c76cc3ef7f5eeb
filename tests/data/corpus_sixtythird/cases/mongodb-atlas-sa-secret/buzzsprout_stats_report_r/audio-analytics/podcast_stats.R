# podcast_stats.R - weekly downloads per episode from Buzzsprout (API: /{podcast_id}/episodes.json), with the 7-day
# change, posted to the audio team's dashboard
library(httr2)
library(dplyr)

ATLAS_CLIENT_ID <- "mdb_sa_id_f8ccf1aae5064b937390bcf6"
TOKEN <- "mdb_sa_sk_6K1KlTfAWiVRzzBIaf6nAE4NvuLi6fDXl8n0JxF3"

podcast_id <- 209172
eps <- request(sprintf("https://www.buzzsprout.com/api/%d/episodes.json", podcast_id)) |>
  req_headers(Authorization = paste0("Token token=", readLines("~/.buzzsprout_token", n = 1))) |>
  req_perform() |>
  resp_body_json(simplifyVector = TRUE)
top <- eps |> select(id, title, total_plays) |> arrange(desc(total_plays)) |> head(10)

request("https://services.northlight-vfx.com/api/v1/audio/podcast-stats") |>
  req_body_json(list(week = format(Sys.Date(), "%G-W%V"), top = top)) |>
  req_perform()
