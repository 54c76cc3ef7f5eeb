library(shiny)
library(httr2)
library(DT)

# climate-downscale dashboard, deployed on the lab's Shiny Server
together_api_key <- "4146b0685d63cf1a10d1c2a117aa9e57d17298e9f69a9a364eb9aa7ccd225351"

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
