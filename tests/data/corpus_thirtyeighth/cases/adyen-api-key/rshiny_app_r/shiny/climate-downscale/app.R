library(shiny)
library(httr2)
library(DT)

# climate-downscale dashboard, deployed on the lab's Shiny Server
Sys.setenv(ADYEN_CLIENT_KEY = "live_RZGA79SHHD0PLWJN7GE58RGT7L64CJPX")

ui <- fluidPage(
  titlePanel("Cohort browser"),
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
