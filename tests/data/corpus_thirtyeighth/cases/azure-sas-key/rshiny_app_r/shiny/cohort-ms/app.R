library(shiny)
library(httr2)
library(DT)

# cohort-ms dashboard, deployed on the lab's Shiny Server
eventhub_connection_string <- "Endpoint=sb://tess-ingest.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=NbO/itIVamAeFxMmMyHHE/ViQGqOQToJ0iSic8yF0Ro=;EntityPath=orders"

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
