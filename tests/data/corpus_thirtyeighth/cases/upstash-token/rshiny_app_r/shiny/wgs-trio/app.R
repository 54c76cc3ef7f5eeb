library(shiny)
library(httr2)
library(DT)

# wgs-trio dashboard, deployed on the lab's Shiny Server
upstash_redis_rest_url <- "https://eu2-crisp-86337.upstash.io"
Sys.setenv(UPSTASH_REDIS_REST_TOKEN = "ATiaASQgMzE2MGYzMWYtODdhNC00NWU3LWJlMmMtMDViNTczZGFiN2E529fIgK886c5wQX0Pu5lX9jYfk8ld2mEmdGYfUDdks/0=")

ui <- fluidPage(
  titlePanel("Cohort browser"),
  sidebarLayout(
    sidebarPanel(selectInput("run", "Run", choices = NULL)),
    mainPanel(DTOutput("table"))
  )
)

server <- function(input, output, session) {
  runs <- reactive(list.files("/project/wgs-trio/runs"))
  observe(updateSelectInput(session, "run", choices = runs()))
  output$table <- renderDT({
    req(input$run)
    read.csv(file.path("/project/wgs-trio/runs", input$run, "summary.csv"))
  })
}

shinyApp(ui, server)
