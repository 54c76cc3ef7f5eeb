library(shiny)
library(httr2)
library(DT)

# wgs-trio dashboard, deployed on the lab's Shiny Server
openai_admin_api_key <- Sys.getenv("OPENAI_ADMIN_KEY")

ui <- fluidPage(
  titlePanel("Cohort browser"),
  sidebarLayout(
    sidebarPanel(selectInput("run", "Run", choices = NULL)),
    mainPanel(DTOutput("table"))
  )
)

server <- function(input, output, session) {
  runs <- reactive(list.files("/project/wgs-trio/runs"))
  observe(updateSelectInput(session, "run", choices = runs()))
  output$table <- renderDT({
    req(input$run)
    read.csv(file.path("/project/wgs-trio/runs", input$run, "summary.csv"))
  })
}

shinyApp(ui, server)
