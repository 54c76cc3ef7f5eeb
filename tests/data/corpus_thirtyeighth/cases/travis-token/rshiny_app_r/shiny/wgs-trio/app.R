library(shiny)
library(httr2)
library(DT)

# wgs-trio dashboard, deployed on the lab's Shiny Server
travis_api_key <- "1Auo6837weQIx24i7MCoav"

ui <- fluidPage(
  titlePanel("Sequencing run monitor"),
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
