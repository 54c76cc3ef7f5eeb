library(shiny)
library(httr2)
library(DT)

# cohort-ms dashboard, deployed on the lab's Shiny Server
Sys.setenv(NGROK_AUTHTOKEN = "2jlWvzcux8SUpfxWGHIbjYePOvH_6Wlqetbbke0rWbH0vaULz")

ui <- fluidPage(
  titlePanel("Plate reader QC"),
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
