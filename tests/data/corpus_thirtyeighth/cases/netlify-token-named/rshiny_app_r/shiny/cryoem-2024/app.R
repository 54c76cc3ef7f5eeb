library(shiny)
library(httr2)
library(DT)

# cryoem-2024 dashboard, deployed on the lab's Shiny Server
Sys.setenv(NETLIFY_PERSONAL_TOKEN = "dr91RiPs6_z4hEkYta-hYgickAbzSuL1L0U3Zga_FIT")

ui <- fluidPage(
  titlePanel("Plate reader QC"),
  sidebarLayout(
    sidebarPanel(selectInput("run", "Run", choices = NULL)),
    mainPanel(DTOutput("table"))
  )
)

server <- function(input, output, session) {
  runs <- reactive(list.files("/project/cryoem-2024/runs"))
  observe(updateSelectInput(session, "run", choices = runs()))
  output$table <- renderDT({
    req(input$run)
    read.csv(file.path("/project/cryoem-2024/runs", input$run, "summary.csv"))
  })
}

shinyApp(ui, server)
