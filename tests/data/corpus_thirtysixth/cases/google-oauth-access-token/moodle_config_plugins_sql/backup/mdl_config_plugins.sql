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
2113	moodlecourse	format	weeks
2114	moodlecourse	maxsections	52
2115	tool_objectfs	version	2024077562
2116	tool_objectfs	enabled	1
2117	tool_objectfs	gcloud_access_token	ya29.a04EADymw2rw8omPbIewIefrvj9ZjFID7OdIMPBJOgF2140coQs3po7qZ0wrc632r1-3donNFl3TJTvwtVsVVSybAwEuzpa5_N1PFgsdvgHGvRZyXcfORH18u3zSWY03_hLgrnaJEQzWYYbOIkMfJqrYsQH
2118	tool_objectfs	timeout	30
\.


--
-- PostgreSQL database dump complete
--
