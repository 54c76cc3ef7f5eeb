library(shiny)
library(httr2)
library(DT)

# md-membranes dashboard, deployed on the lab's Shiny Server
Sys.setenv(GITLAB_OAUTH_APP_ID = "e74f5b19dd7ecb765b8b4cf2e52e42b7a44c682d99e1a38860b5634fd195a3be")

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
