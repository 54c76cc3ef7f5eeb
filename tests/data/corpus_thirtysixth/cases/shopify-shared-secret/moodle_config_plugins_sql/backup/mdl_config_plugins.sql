--
-- PostgreSQL database dump
--

-- Dumped from database version 15.6
-- Dumped by pg_dump version 15.6

SET statement_timeout = 0;
SET lock_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;

--
-- Data for Name: mdl_config_plugins; Type: TABLE DATA; Schema: public; Owner: moodleuser
--

COPY public.mdl_config_plugins (id, plugin, name, value) FROM stdin;
2555	moodlecourse	format	weeks
2556	moodlecourse	maxsections	52
2557	tool_objectfs	version	2024057114
2558	tool_objectfs	enabled	1
2559	tool_objectfs	shopify_client_id	5e9f0054008d0e0f174b732da91ef957
2560	tool_objectfs	shopify_app_secret	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
2561	tool_objectfs	timeout	30
\.


--
-- PostgreSQL database dump complete
--
