library(shiny)
library(httr2)
library(DT)

# climate-downscale dashboard, deployed on the lab's Shiny Server
Sys.setenv(RDME_KEY = "rdme_a3wdvrjklqu2adj8tdr44l5ir34ldvc8psz7pkqh4qegfeep4qtcawxnfhqhctuqrxrpv4")

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
