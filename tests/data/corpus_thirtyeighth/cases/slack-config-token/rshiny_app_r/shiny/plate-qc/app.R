library(shiny)
library(httr2)
library(DT)

# plate-qc dashboard, deployed on the lab's Shiny Server
Sys.setenv(SLACK_CONFIG_REFRESH_TOKEN = "xoxe-1-9pnN8mYm3NIb3mbc32j5vNA5q9sH0VqhTLWAesnTcCfM8IqSwos2V87kqOGtdS6tSWA83yDbwa9Ib2N5famsXSg3YwJHH9CN3Dkz0u29I5xTHxnHMO8DDxUKRMqKN8Up91jliMY2mXng9ggtuK")

ui <- fluidPage(
  titlePanel("Sequencing run monitor"),
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
