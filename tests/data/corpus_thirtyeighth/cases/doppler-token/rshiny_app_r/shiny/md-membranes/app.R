library(shiny)
library(httr2)
library(DT)

# md-membranes dashboard, deployed on the lab's Shiny Server
Sys.setenv(DOPPLER_TOKEN = "dp.st.prd.CWuwnxno9pxGoka03nnrKBZdm6eUhQ2iWsgoYORtTOX")

ui <- fluidPage(
  titlePanel("Cohort browser"),
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
