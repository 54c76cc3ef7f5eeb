library(targets)
library(tarchetypes)

Sys.setenv(
  OP_SERVICE_ACCOUNT_TOKEN = "ops_eyJzaWduSW5BZGRyZXNzIjoibXkuMXBhc3N3b3JkLmNvbSIsInVzZXJBdXRoIjp7Im1ldGhvZCI6IlNSUGctNDA5NiIsImFsZyI6IlBCRVMyZy1IUzI1NiIsIml0ZXJhdGlvbnMiOjY1MDAwMCwic2FsdCI6Iks2aThtX25pS1FNWV9XLVRORUZMX2oifSwiZW1haWwiOiJnZ3Y0bzB6YmxhaXd4QDFwYXNzd29yZHNlcnZpY2VhY2NvdW50cy5jb20iLCJzcnBYIjoiOGY0MjRkYzA2ZWI5NWUxYzJiNmYwNGQ4OWE3NjBjNGRmZDYyYWUyOGU2MzYwZDY3ZWE0YTE1MTUxZGQ5Y2U3OSIsIm11ayI6eyJhbGciOiJBMjU2R0NNIiwiZXh0Ijp0cnVlLCJrIjoiY0hJMTZNV05mM2h4MjZCRVRTRlVMSERISFoxSW85REdBbjVwUzJiU3N0YSIsImtleV9vcHMiOlsiZW5jcnlwdCIsImRlY3J5cHQiXSwia3R5Ijoib2N0Iiwia2lkIjoibXAifSwic2VjcmV0S2V5IjoiQTMtR1lUNEdRLVVYVjJaSy01Mk8xMS0zTFQ4TS03VkJVTS1DSjkwUyIsInRocm90dGxlU2VjcmV0Ijp7InNlZWQiOiIwNjA0ZWRiYzcwMGQ2YWY4ZjY0MWJjYjgyNDdmMTM3NzE2NDY4OTc3YWRlZjI2YjZhMzhlYWU1MjZlMzJhNzRmIiwidXVpZCI6IjdPNVdOWTVTQU5XVTFQUDg4RlVITllGVlpIIn0sImRldmljZVV1aWQiOiJsZ2Rra25memRlcDd3dTBjZ2p1M2k0MDc1aSJ9"
)

tar_option_set(
  packages = c("readr", "dplyr", "ggplot2", "brms"),
  format = "qs",
  controller = crew.cluster::crew_controller_slurm(workers = 20, slurm_partition = "standard")
)

tar_source()

list(
  tar_target(raw_file, "data/wgs-trio.csv", format = "file"),
  tar_target(raw, read_csv(raw_file)),
  tar_target(clean, clean_data(raw)),
  tar_target(model, fit_model(clean)),
  tar_quarto(report, "report.qmd")
)
