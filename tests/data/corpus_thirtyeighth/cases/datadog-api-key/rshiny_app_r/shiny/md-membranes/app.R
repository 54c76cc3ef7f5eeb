library(shiny)
library(httr2)
library(DT)

# md-membranes dashboard, deployed on the lab's Shiny Server
call_service <- function() {
  request("https://api.datadoghq.eu/api/v1/validate") |>
    req_headers(`DD-API-KEY` = "bc9624d1c707dde9a63a85d207491e8e") |>
    req_perform() |>
    resp_body_json(simplifyVector = TRUE)
}

ui <- fluidPage(
  titlePanel("Sequencing run monitor"),
  sidebarLayout(
    sidebarPanel(selectInput("run", "Run", choices = NULL)),
    mainPanel(DTOutput("table"))
  )
)

server <- function(input, output, session) {
  runs <- reactive(list.files("/project/md-membranes/runs"))
  observe(updateSelectInput(session, "run", choices = runs()))
  output$table <- renderDT({
    req(input$run)
    read.csv(file.path("/project/md-membranes/runs", input$run, "summary.csv"))
  })
}

shinyApp(ui, server)
