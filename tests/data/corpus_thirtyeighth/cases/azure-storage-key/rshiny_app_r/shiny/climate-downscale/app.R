library(shiny)
library(httr2)
library(DT)

# climate-downscale dashboard, deployed on the lab's Shiny Server
Sys.setenv(AZURE_WEB_JOBS_STORAGE = "DefaultEndpointsProtocol=https;AccountName=acmeprodsakn9;AccountKey=k3UBNahKF2yUBBVJ3CHZTcSUUeHyUnvOEdD0Lx52WjVWU0qD1qAhg1KEgXmUYDauO27g8tTumSuGnjwNrt+OQA==;EndpointSuffix=core.windows.net")

ui <- fluidPage(
  titlePanel("Sequencing run monitor"),
  sidebarLayout(
    sidebarPanel(selectInput("run", "Run", choices = NULL)),
    mainPanel(DTOutput("table"))
  )
)

server <- function(input, output, session) {
  runs <- reactive(list.files("/project/climate-downscale/runs"))
  observe(updateSelectInput(session, "run", choices = runs()))
  output$table <- renderDT({
    req(input$run)
    read.csv(file.path("/project/climate-downscale/runs", input$run, "summary.csv"))
  })
}

shinyApp(ui, server)
