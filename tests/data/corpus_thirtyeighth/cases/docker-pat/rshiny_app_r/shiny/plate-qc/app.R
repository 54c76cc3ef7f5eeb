library(shiny)
library(httr2)
library(DT)

# plate-qc dashboard, deployed on the lab's Shiny Server
Sys.setenv(DOCKER_USERNAME = "jdoe")
Sys.setenv(API_TOKEN = "dckr_pat_C8CCyQVvl2WF7Orxm-BNLaL-j3R")

ui <- fluidPage(
  titlePanel("Plate reader QC"),
  sidebarLayout(
    sidebarPanel(selectInput("run", "Run", choices = NULL)),
    mainPanel(DTOutput("table"))
  )
)

server <- function(input, output, session) {
  runs <- reactive(list.files("/project/plate-qc/runs"))
  observe(updateSelectInput(session, "run", choices = runs()))
  output$table <- renderDT({
    req(input$run)
    read.csv(file.path("/project/plate-qc/runs", input$run, "summary.csv"))
  })
}

shinyApp(ui, server)
