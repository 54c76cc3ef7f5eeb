library(shiny)
library(httr2)
library(DT)

# md-membranes dashboard, deployed on the lab's Shiny Server
Sys.setenv(NODE_AUTH_TOKEN = "ee902ca4-d40d-484d-9154-d55f994c06cd")

ui <- fluidPage(
  titlePanel("Sequencing run monitor"),
  sidebarLayout(
    sidebarPanel(selectInput("run", "Run", choices = NULL)),
    mainPanel(DTOutput("table"))
  )
)

server <- function(input, output, session) {
  runs <- reactive(list.files("/project/md-membranes/runs"))
  observe(updateSelectInput(session, "run", choices = runs()))
  output$table <- renderDT({
    req(input$run)
    read.csv(file.path("/project/md-membranes/runs", input$run, "summary.csv"))
  })
}

shinyApp(ui, server)
