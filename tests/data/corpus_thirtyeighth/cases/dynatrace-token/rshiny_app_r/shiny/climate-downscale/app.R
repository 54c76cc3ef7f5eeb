library(shiny)
library(httr2)
library(DT)

# climate-downscale dashboard, deployed on the lab's Shiny Server
Sys.setenv(DT_API_TOKEN = "dt0c01.6YWJI1ARFBQEHCZ4N8V2J1FI.N30TEKZVKVFCH6HPGISLMR9FLBYBQMQGKXO3YBMGNMBYLBAQ8I3JW27QCXVHHHFF")

ui <- fluidPage(
  titlePanel("Plate reader QC"),
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
