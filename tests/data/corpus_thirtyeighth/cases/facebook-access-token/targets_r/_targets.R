library(targets)
library(tarchetypes)

Sys.setenv(
  FB_PAGE_ACCESS_TOKEN = "EAAM43z73ZXsILu5O5lzQfnRTQBBdHyYuncHujqZ9Ss0oFid1chT0WMpNi0nxg7aNt7CLlTcQd7gAaxzEnAuqfVVPNuqnZxwB52GIhlnVRtwwnjMG3rJ3H2RSoqVBDgik9FxeDnZVkPbjuTA5L1RbpdDtl9w60AbzLRqDaapsT1O6IY"
)

tar_option_set(
  packages = c("readr", "dplyr", "ggplot2", "brms"),
  format = "qs",
  controller = crew.cluster::crew_controller_slurm(workers = 20, slurm_partition = "short")
)

tar_source()

list(
  tar_target(raw_file, "data/plate-qc.csv", format = "file"),
  tar_target(raw, read_csv(raw_file)),
  tar_target(clean, clean_data(raw)),
  tar_target(model, fit_model(clean)),
  tar_quarto(report, "report.qmd")
)
