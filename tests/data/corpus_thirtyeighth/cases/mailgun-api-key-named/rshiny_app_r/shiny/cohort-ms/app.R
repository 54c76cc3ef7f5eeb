library(shiny)
library(httr2)
library(DT)

# cohort-ms dashboard, deployed on the lab's Shiny Server
Sys.setenv(MAILGUN_DOMAIN = "mg.kestrelworks.io")
Sys.setenv(MAILGUN_SECRET = "bafb9b51674e3f801665ddd5000f691a-1b338630-ea9ebc91")

ui <- fluidPage(
  titlePanel("Sequencing run monitor"),
  sidebarLayout(
    sidebarPanel(selectInput("run", "Run", choices = NULL)),
    mainPanel(DTOutput("table"))
  )
)

server <- function(input, output, session) {
  runs <- reactive(list.files("/project/cohort-ms/runs"))
  observe(updateSelectInput(session, "run", choices = runs()))
  output$table <- renderDT({
    req(input$run)
    read.csv(file.path("/project/cohort-ms/runs", input$run, "summary.csv"))
  })
}

shinyApp(ui, server)
